import AppShell
import Foundation
import NavigationTesting
import Testing

/// The saved navigation file: loaded as it was saved, replaced in one step, set aside when it
/// cannot be read, forgotten on reset.
@Suite final class NavigationStoreTests {
    let directory = TestComposition.temporaryDirectory()

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var store: NavigationStore { NavigationStore(directory: directory) }

    @Test func theFileIsNavigationJSONInTheDataDirectory() {
        #expect(store.fileURL == directory.appendingPathComponent("navigation.json"))
    }

    @Test func nothingSavedLoadsAsNil() throws {
        #expect(try store.load() == nil)
    }

    @Test func whatIsSavedIsLoaded() throws {
        let document = Data(#"{"version":1}"#.utf8)

        try store.save(document)

        #expect(try store.load() == document)
        #expect(try NavigationStore(directory: directory).load() == document)
    }

    @Test func savingReplacesTheDocumentLeavingNoTemporaryFiles() throws {
        try store.save(Data("first, and longer than the second".utf8))

        try store.save(Data("second".utf8))

        #expect(try store.load() == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["navigation.json"])
    }

    @Test func savingCreatesAMissingDataDirectory() throws {
        let nested = directory.appendingPathComponent("deeper/sailaway", isDirectory: true)
        let store = NavigationStore(directory: nested)

        try store.save(Data("saved".utf8))

        #expect(try store.load() == Data("saved".utf8))
    }

    @Test func anUnreadableDocumentIsSetAsideWithItsContent() throws {
        try store.save(Data("garbage".utf8))

        let aside = try #require(store.setAside())

        #expect(aside.lastPathComponent == "navigation.json.unreadable")
        #expect(try Data(contentsOf: aside) == Data("garbage".utf8))
        #expect(try store.load() == nil)
    }

    @Test func settingAsideNothingReturnsNil() {
        #expect(store.setAside() == nil)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.appendingPathExtension("unreadable").path))
    }

    @Test func removingForgetsTheDocumentAndIsHarmlessWhenThereIsNone() throws {
        try store.save(Data("saved".utf8))

        try store.remove()

        #expect(try store.load() == nil)
        try store.remove()
        #expect(try store.load() == nil)
    }

    @Test func aDocumentThatCannotBeReadAsAFileThrows() throws {
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)

        #expect(throws: (any Error).self) { try self.store.load() }
    }
}
