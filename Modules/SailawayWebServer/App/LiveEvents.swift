import Foundation
import Hummingbird
import SailawayDatabase
import ServiceLifecycle

/// `GET /app/events`: the open app page's Server-Sent Events. An event `changed` is sent
/// whenever something is committed to the app's data — by this server, the terminal, or any
/// `sailaway` process on the data directory — and the page's one script loads the page again and
/// puts it in place, keeping scroll position and focus.
///
/// The database's change signal is read every ``interval``; a comment line every
/// ``keepAlive`` keeps proxies from closing a quiet stream. The stream ends when the browser
/// goes or the server shuts down.
struct LiveEvents: Sendable {
    /// How often the change signal is read: a change is sent within about this long.
    static let interval = Duration.milliseconds(20)
    /// How often a quiet stream says it is still there.
    static let keepAlive = Duration.seconds(15)

    let changes: DatabaseChanges

    /// The response: `text/event-stream`, sent as the changes come.
    func response() -> Response {
        let changes = changes
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                // A browser that lost the stream asks again after this long.
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                var seen = try await changes.version()
                var quiet = Duration.zero
                while !Task.isCancelled, !Task.isShuttingDownGracefully {
                    try await Task.sleep(for: Self.interval)
                    let version = try await changes.version()
                    if version != seen {
                        seen = version
                        quiet = .zero
                        try await writer.write(ByteBuffer(string: "event: changed\ndata: \(version)\n\n"))
                    } else {
                        quiet += Self.interval
                        if quiet >= Self.keepAlive {
                            quiet = .zero
                            try await writer.write(ByteBuffer(string: ": still here\n\n"))
                        }
                    }
                }
                try await writer.finish(nil)
            }
        )
    }
}
