import Foundation
import Hummingbird
import SailawayDatabase
import ServiceLifecycle

/// `GET /app/events`: the open app page's Server-Sent Events. An event `changed` is sent
/// whenever something is committed to the app's data — by this server, the terminal, or any
/// `sailaway` process on the data directory — and the page's one script loads the page again and
/// puts it in place, keeping scroll position and focus.
///
/// The commits come from the database's change signal (``DatabaseChanges/commits()``), which
/// every stream of the server shares; a comment line every ``keepAlive`` keeps proxies from
/// closing a quiet stream. The stream ends when the browser goes or the server shuts down.
struct LiveEvents: Sendable {
    /// How often a quiet stream says it is still there.
    static let keepAlive = Duration.seconds(15)

    let changes: DatabaseChanges

    /// What the stream sends.
    private enum Event: Sendable {
        case changed(Int)
        case stillHere
    }

    /// The response: `text/event-stream`, sent as the changes come.
    func response() -> Response {
        let changes = changes
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                // A browser that lost the stream asks again after this long.
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                let (events, send) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(8))
                let commits = changes.commits()
                let following = Task {
                    for await version in commits { send.yield(.changed(version)) }
                }
                let ticking = Task {
                    while (try? await Task.sleep(for: Self.keepAlive)) != nil { send.yield(.stillHere) }
                }
                defer {
                    following.cancel()
                    ticking.cancel()
                }
                // A server shutting down ends the stream, so it need not wait for the browser.
                try await withGracefulShutdownHandler {
                    for await event in events {
                        switch event {
                        case .changed(let version): try await writer.write(ByteBuffer(string: "event: changed\ndata: \(version)\n\n"))
                        case .stillHere: try await writer.write(ByteBuffer(string: ": still here\n\n"))
                        }
                    }
                } onGracefulShutdown: {
                    send.finish()
                }
                try await writer.finish(nil)
            }
        )
    }
}
