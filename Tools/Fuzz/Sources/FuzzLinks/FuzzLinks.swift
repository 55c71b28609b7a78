import SailawayFuzzing

/// libFuzzer's entry point: every input is a link from anyone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinks(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    openLink(UnsafeBufferPointer(start: data, count: count))
    return 0
}
