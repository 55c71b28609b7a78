/// A command that could not do what was asked; the message says why and what to do.
enum CommandFailure: Error, CustomStringConvertible {
    /// The command was used wrongly or given input it cannot use (exit status 1).
    case usage(String)
    /// The user cancelled at a prompt; nothing was changed (exit status 1).
    case cancelled(String)

    var description: String {
        switch self {
        case .usage(let message), .cancelled(let message): message
        }
    }
}

/// The exit statuses of the command contract.
public enum ExitStatus {
    /// Done.
    public static let success: Int32 = 0
    /// A usage error: an unknown command or option, or input the command cannot use.
    public static let usage: Int32 = 1
    /// A link was not opened: malformed, no route, internal-only from outside, feature absent.
    public static let linkNotOpened: Int32 = 3
    /// The server could not be reached (`sync`, `account`): nothing was lost, what waits still
    /// waits.
    public static let serverUnreachable: Int32 = 4
}
