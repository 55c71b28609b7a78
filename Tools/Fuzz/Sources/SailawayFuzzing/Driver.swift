#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's driver (`-sanitize=fuzzer`, linked into the fuzz executables alone): it reads
/// the command line, then calls `test` with each input, as its own `main` would.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's command line, `test` given every input (its answer is
/// libFuzzer's: 0 keeps the input), and exits with its status.
///
/// The fuzz executables call it from their own `main` rather than taking libFuzzer's: the build
/// is not `swift build --sanitize fuzzer`, which would link libFuzzer's `main` into every
/// executable it builds — the macro tools among them (swift-case-paths' `@CasePathable`), which
/// then have two. Tools/fuzz builds under AddressSanitizer with libFuzzer's coverage, and links
/// libFuzzer into these two alone (Tools/Fuzz/Package.swift).
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = Optional(CommandLine.unsafeArgv)
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}
