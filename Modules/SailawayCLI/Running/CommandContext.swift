import AppShell
import Foundation

/// What a command runs against: the launched session and the console.
@MainActor
final class CommandContext {
    /// The running app.
    let session: AppSession
    /// Where output goes.
    let console: any Console
    /// Whether the command runs inside an interactive session.
    let isInteractive: Bool

    init(session: AppSession, console: any Console, isInteractive: Bool) {
        self.session = session
        self.console = console
        self.isInteractive = isInteractive
    }

    /// Prints the current screen as text or JSON.
    func showScreen(json: Bool) async throws {
        let presented = await session.presentedScreen()
        if json {
            try printJSON(ScreenJSON(presented))
        } else {
            console.write(ScreenText.render(presented))
        }
    }

    /// Prints a value as one JSON document.
    func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        console.write(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }

    /// Asks the user for text when a person is at the terminal; nil otherwise, or when the user
    /// cancels with an empty line or end of input.
    func ask(_ prompt: String) -> String? {
        guard console.isInteractive else { return nil }
        console.write(prompt + ": ")
        guard let line = console.readLine(), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
            console.write("\n")
            return nil
        }
        return line
    }
}
