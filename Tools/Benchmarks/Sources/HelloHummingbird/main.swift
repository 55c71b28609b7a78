// Hummingbird's hello world: the anchor of `Tools/web-load`. The same server library, event loops
// and HTTP/1 stack as `sailaway-web`, answering `GET /` with 13 bytes and doing nothing else,
// so the ratio says what our routing, data and templates cost on top of serving at all.

import Foundation
import Hummingbird

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { Int(arguments[$0 + 1]) } ?? 8081

let router = Router()
router.get("/") { _, _ in "Hello, world!" }

let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    onServerRunning: { channel in
        // Written unbuffered: the load script waits for this line.
        FileHandle.standardOutput.write(Data("Listening on http://127.0.0.1:\(channel.localAddress?.port ?? port)\n".utf8))
    }
)
try await app.runService()
