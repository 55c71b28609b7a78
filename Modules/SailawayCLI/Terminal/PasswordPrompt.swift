/// A password as a person or a script gives it: asked at a terminal without echo, or read as
/// the first line of standard input.
@MainActor
enum PasswordPrompt {
    static func read(console: any Console, prompt: String) throws -> String {
        if console.isInteractive { console.write(prompt) }
        guard let password = console.readSecret(), !password.isEmpty else {
            throw CommandFailure.cancelled("No password was given, so nothing was done.")
        }
        return password
    }
}
