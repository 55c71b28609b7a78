import SailawayFuzzing

// libFuzzer's loop, each input a link from anyone.
runFuzzer { data, count in
    openLink(UnsafeBufferPointer(start: data, count: count))
    return 0
}
