/// Where the time from a key to its drawn frame went, in the frame log: waiting for the rest of
/// an escape sequence, running the key's command (the change, the navigation, the state
/// written), loading the screens it shows, and building and writing the frame.
struct KeyPhases {
    var escapeWait = Duration.zero
    var command = Duration.zero
    var load = Duration.zero
    var draw = Duration.zero

    /// `wait=… command=… load=… draw=…`, in microseconds.
    var logged: String {
        "wait=\(Self.microseconds(escapeWait)) command=\(Self.microseconds(command)) load=\(Self.microseconds(load)) draw=\(Self.microseconds(draw))"
    }

    static func microseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
    }
}
