import SailawayFuzzing

/// libFuzzer's entry point: every input is what was found where the saved state should be.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    restoreState(UnsafeBufferPointer(start: data, count: count))
    return 0
}
