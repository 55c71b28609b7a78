import FeatureRegistry
@testable import SailawayCLI
import Synchronization
import Testing

/// Long work draws one line that advances in place and disappears when the work is over; a pipe
/// gets nothing at all.
@Suite struct ProgressLineTests {
    /// What a progress line drew, in order.
    final class Drawing: Sendable {
        let writes = Mutex<[String]>([])
        var all: [String] { writes.withLock { $0 } }
    }

    @Test func aTerminalSeesTheBarAdvanceInPlaceThenErased() {
        let drawing = Drawing()
        let line = ProgressLine(isEnabled: true) { text in drawing.writes.withLock { $0.append(text) } }

        for step in 1...4 {
            line.reporter.report("Exporting your data", completed: step, of: 4)
        }

        #expect(drawing.all.count == 4)
        #expect(drawing.all[0].hasPrefix("\r\u{1B}[2KExporting your data  "))
        #expect(drawing.all[0].hasSuffix(" 1/4"))
        #expect(drawing.all[2].hasSuffix(" 3/4"))
        #expect(drawing.all[3] == "\r\u{1B}[2K", "the finished work leaves a clean line")
    }

    @Test func aPipeSeesNothing() {
        let drawing = Drawing()
        let line = ProgressLine(isEnabled: false) { text in drawing.writes.withLock { $0.append(text) } }

        line.reporter.report("Preparing your data", completed: 1, of: 2)
        line.reporter.report("Preparing your data", completed: 2, of: 2)

        #expect(drawing.all.isEmpty)
    }

    @Test func workThatIsOverAtOnceDrawsNothing() {
        let drawing = Drawing()
        let line = ProgressLine(isEnabled: true) { text in drawing.writes.withLock { $0.append(text) } }

        line.reporter.report("Exporting your data", completed: 0, of: 0)

        #expect(drawing.all.isEmpty)
    }
}
