import FeatureRegistry
import Foundation
import Synchronization

/// A progress bar on one line of the terminal — `Preparing your data  ████░░░░ 4/9` — redrawn
/// in place as long work advances and erased when it ends, so the screen that follows starts
/// clean.
///
/// It draws only for a person at a terminal; in a pipe it stays silent, so scripts read the
/// same output however long the work takes.
final class ProgressLine: Sendable {
    private let isEnabled: Bool
    private let draw: @Sendable (String) -> Void
    private let drawn = Mutex(false)

    /// A progress line that draws with `draw` when `isEnabled`.
    init(isEnabled: Bool, draw: @escaping @Sendable (String) -> Void) {
        self.isEnabled = isEnabled
        self.draw = draw
    }

    /// The progress line of this process: on standard error, when standard error is a terminal
    /// and the output is drawn in `style`.
    static func standardError(style: TerminalStyle) -> ProgressLine {
        ProgressLine(isEnabled: style == .color && isatty(FileHandle.standardError.fileDescriptor) != 0) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// What features and the database report to.
    var reporter: WorkProgress {
        WorkProgress { [self] step in show(step) }
    }

    /// Draws `step`, or erases the line when its work is over.
    func show(_ step: WorkProgress.Step) {
        guard isEnabled else { return }
        drawn.withLock { drawn in
            if step.completed >= step.total {
                if drawn { draw("\r\u{1B}[2K") }
                drawn = false
                return
            }
            let bar = ScreenText.progressBar(ScreenProgress(completed: step.completed, total: step.total), style: .color)
            draw("\r\u{1B}[2K\(step.task)  \(bar)")
            drawn = true
        }
    }
}
