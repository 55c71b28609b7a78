import SailawayFuzzing

// libFuzzer's loop, each input what was found where the saved state should be.
runFuzzer { data, count in
    restoreState(UnsafeBufferPointer(start: data, count: count))
    return 0
}
