// A PostgreSQL server for one run of `Tools/web-load`, made and started as the tests make
// theirs (PostgresTesting: initdb in a folder of its own, a free loopback port, as the user
// postgres when run as root), with one new database. Prints its URL on one line, then waits:
// SIGTERM or SIGINT stops the server and removes its folder.

import Dispatch
import Foundation
import PostgresTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let url: String
do {
    url = try await PostgresServer.shared().makeDatabase("web_load")
} catch {
    FileHandle.standardError.write(Data("scratch-postgres: \(error)\n".utf8))
    exit(1)
}
// Written unbuffered: the load script waits for this line.
FileHandle.standardOutput.write(Data("\(url)\n".utf8))

// `exit` runs the clean-up PostgresTesting registered: the server stops, its folder goes.
var stops: [any DispatchSourceSignal] = []
for stopping in [SIGTERM, SIGINT] {
    signal(stopping, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: stopping, queue: .global())
    // Not the main actor's: it runs on a queue of its own.
    source.setEventHandler { @Sendable in exit(0) }
    source.resume()
    stops.append(source)
}
// The top level is asynchronous (it awaited the server): it waits here, never returning.
while true {
    try? await Task.sleep(for: .seconds(3600))
}
