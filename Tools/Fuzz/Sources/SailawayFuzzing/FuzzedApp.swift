import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SailawayApp

/// The app under fuzzing: the composition root's features composed with the shell as `sailaway` composes them,
/// with the app's own link configuration (`LinkConfiguration.sailaway`). Composing touches no database.
public enum FuzzedApp {
    /// The composed app's links and tabs, built once. libFuzzer calls on the main thread.
    @MainActor public static let composition: Composition = {
        do {
            return try Composition(
                features: AppFeatures.compiledIn,
                shell: [ShellFeature()],
                declared: AppFeatures.declared,
                context: FeatureContext(dataDirectory: FileManager.default.temporaryDirectory),
                configuration: .sailaway
            )
        } catch {
            fatalError("the app does not compose: \(error)")
        }
    }()

    /// Stops the process, as libFuzzer expects of a finding, when `violations` is not empty.
    public static func stop(on violations: [String], input: @autoclosure () -> String) {
        guard !violations.isEmpty else { return }
        fatalError("\(input()) breaks a promise:\n- " + violations.joined(separator: "\n- "))
    }
}

/// One fuzz input: a link's bytes, whatever they are.
public func openLink(_ bytes: UnsafeBufferPointer<UInt8>) {
    let links = MainActor.assumeIsolated { FuzzedApp.composition.links }
    let text = String(decoding: bytes, as: UTF8.self)
    FuzzedApp.stop(on: LinkInvariants.violations(opening: text, in: links), input: "the link \(text.debugDescription)")
}

/// One fuzz input: the bytes of a saved state file, whatever they are.
public func restoreState(_ bytes: UnsafeBufferPointer<UInt8>) {
    let composition = MainActor.assumeIsolated { FuzzedApp.composition }
    let violations = RestorationInvariants.violations(
        restoring: Data(buffer: bytes), tabs: composition.tabs.map(\.id), links: composition.links
    )
    FuzzedApp.stop(on: violations, input: "the saved state \(String(decoding: bytes, as: UTF8.self).debugDescription)")
}
