import Foundation
import Testing

/// PRD flow 3 through `sailaway` commands alone: a charter with a check-in checklist, two
/// items checked and a note, kept through tab switches, relaunches and a kill.
@Suite struct CharterExecutionFlowTests {
}
