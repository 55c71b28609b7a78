import AppShell
import Foundation
import ProcessTesting
import NavigationEngine
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The saved navigation file when it is not what the app wrote: too big to read, not a file at
/// all. The app starts every time, at the launch state, says why, and keeps what it found.
@MainActor
@Suite final class NavigationStoreFaultTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    /// A file of `bytes` bytes at the saved file's place.
    func writeFile(of bytes: Int) throws {
        try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: fixture.navigationFile.path, contents: nil))
        let handle = try FileHandle(forWritingTo: fixture.navigationFile)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }

    var keptAside: URL { fixture.navigationFile.appendingPathExtension("unreadable") }

    @Test func aFileOverTheLimitIsRefusedBeforeAnyOfItIsRead() throws {
        try writeFile(of: 50_000_000)

        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: NavigationStoreError.tooLarge(bytes: 50_000_000)) { try self.fixture.store.load() }
        }
        #expect(elapsed < .milliseconds(100), "took \(elapsed)")
    }

    @Test func aLaunchOverA50MBFileStartsFreshReportsItAndKeepsTheFileAside() async throws {
        try writeFile(of: 50_000_000)

        let session = try await fixture.launch()

        #expect(session.router.state == NavigationState(tabs: session.router.state.tabs))
        #expect(session.restorationReport.problems == [.unreadable("the saved state is 50000000 bytes, over the 1048576-byte limit")])
        #expect(try FileManager.default.attributesOfItem(atPath: keptAside.path)[.size] as? Int == 50_000_000)
        try session.router.apply(.selectTab(.library))
        try session.save()
        #expect(try await fixture.launch().router.state.selectedTab == .library)
    }

    @Test func aDirectoryWhereTheFileShouldBeIsReportedAndMovedAside() async throws {
        try FileManager.default.createDirectory(at: fixture.navigationFile, withIntermediateDirectories: true)

        let session = try await fixture.launch()
        try session.save()

        #expect(session.restorationReport.problems == [.unreadable("the saved state is not a regular file")])
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: keptAside.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try fixture.store.load() != nil)
    }

    @Test func aPipeWhereTheFileShouldBeIsNotWaitedOn() async throws {
        try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
        #expect(mkfifo(fixture.navigationFile.path, 0o600) == 0)

        // Reading a pipe with no writer would block the launch forever.
        #expect(throws: NavigationStoreError.notAFile) { try self.fixture.store.load() }
        let session = try await fixture.launch()
        #expect(session.restorationReport.problems == [.unreadable("the saved state is not a regular file")])
    }

    @Test func aDocumentOverTheLimitIsNeverWrittenAndThePreviousOneStays() throws {
        let previous = Data(#"{"version": 1, "selectedTab": "library", "tabs": {}, "sheet": null}"#.utf8)
        try fixture.store.save(previous)

        let huge = Data(count: NavigationDocument.maximumSize + 1)
        #expect(throws: NavigationStoreError.tooLarge(bytes: huge.count)) { try self.fixture.store.save(huge) }

        #expect(try fixture.store.load() == previous)
    }

    @Test func aDocumentAtTheLimitIsWrittenAndReadBack() throws {
        let largest = Data(repeating: UInt8(ascii: " "), count: NavigationDocument.maximumSize)

        try fixture.store.save(largest)

        #expect(try fixture.store.load() == largest)
    }

    @Test func aSaveRemovesTheTemporaryFileOfAProcessKilledMidWriteAndKeepsALiveOnes() throws {
        let ended = try ChildProcess("/bin/true", [], environment: [:])
        ended.wait()
        try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
        let orphan = fixture.directory.appendingPathComponent(".navigation.json.\(ended.pid)-A.tmp")
        let live = fixture.directory.appendingPathComponent(".navigation.json.1-B.tmp")
        for file in [orphan, live] { try Data("{".utf8).write(to: file) }

        try fixture.store.save(Data("{}".utf8))

        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: live.path), "pid 1 is running: its write may still be under way")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted() == [".navigation.json.1-B.tmp", "navigation.json"])
    }
}
