import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A password as a person or a script gives it: asked at a terminal without echo, or read as
/// the first line of standard input.
@MainActor
enum PasswordPrompt {
    static func read(console: any Console, prompt: String) throws -> String {
        let password: String?
        if isatty(STDIN_FILENO) == 1 {
            console.write(prompt)
            password = withoutEcho { readLine(strippingNewline: true) }
            console.write("\n")
        } else {
            password = readLine(strippingNewline: true)
        }
        guard let password, !password.isEmpty else {
            throw CommandFailure.cancelled("No password was given, so nothing was done.")
        }
        return password
    }

    /// Runs `body` with the terminal not echoing what is typed.
    private static func withoutEcho<T>(_ body: () -> T) -> T {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        return body()
    }
}
