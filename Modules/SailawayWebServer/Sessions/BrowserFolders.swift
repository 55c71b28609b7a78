import Community
import Foundation

/// Where an earlier release kept its browser sessions: a folder per session under `browsers/`
/// in the data directory, holding its navigation state, last changed when the session was last
/// used. The community keeps sessions now; each such folder is taken in once, as the operator's
/// session it was, so a browser signed in before the upgrade stays signed in, where it was.
struct BrowserFolders {
    /// `browsers/` in the data directory.
    let root: URL

    /// Takes every session folder in as a session of `account`, then removes it.
    func adopt(into accounts: Accounts, as account: UUID) async throws {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for id in ids where !id.isEmpty && id.allSatisfy(\.isHexDigit) {
            let folder = root.appendingPathComponent(id, isDirectory: true)
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path)
            let used = attributes?[.modificationDate] as? Date ?? Date()
            let document = try? String(contentsOf: folder.appendingPathComponent("navigation.json"), encoding: .utf8)
            try await accounts.adoptBrowserSession(id, of: account, kind: .operator, document: document, lastUsedAt: used)
            try? FileManager.default.removeItem(at: folder)
        }
        try? FileManager.default.removeItem(at: root)
    }
}
