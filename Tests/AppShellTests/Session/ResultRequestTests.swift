import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import Testing

/// A screen asks another for a value and gets it back typed: the chooser is a sheet that holds
/// the request, so the request survives a relaunch; answering delivers the value and the
/// requester's navigation in one step; going back delivers nothing.
@MainActor
@Suite final class ResultRequestTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    func launch() async throws -> AppSession {
        let session = try await fixture.launch(adding: [MooringsFeature()])
        try session.router.apply(.push(AnyRoute(MooringRoute.requester)))
        return session
    }

    @Test func theValueReachesTheRequesterTypedAndItsNavigationFollowsInOneStep() async throws {
        let session = try await launch()
        let log = NavigationLog(session.router)
        try await session.tap("Choose a Berth")
        #expect(session.router.state.topPresentation?.request == MooringsFeature.berth.request(from: MooringRoute.requester))
        #expect(await session.visibleScreen().title == "Berths")

        let message = try await session.tap("Berth 7")

        #expect(message == "Berth 7 is yours.")
        #expect(session.router.state.presentations.isEmpty, "the answer dismissed the chooser")
        #expect(session.router.state.stack(.home) == [AnyRoute(MooringRoute.requester), AnyRoute(MooringRoute.berth(number: 7))])
        #expect(log.events.count == 2, "presenting, then answering and the requester's push as one change")
    }

    @Test func aRequestSurvivesARelaunchWhileTheChooserIsOpen() async throws {
        let first = try await launch()
        try await first.tap("Choose a Berth")
        try first.save()

        let relaunched = try await fixture.launch(adding: [MooringsFeature()])

        #expect(relaunched.router.state == first.router.state)
        #expect(relaunched.router.state.topPresentation?.request?.requester == AnyRoute(MooringRoute.requester))
        #expect(try await relaunched.tap("Berth 12") == "Berth 12 is yours.")
        #expect(relaunched.router.state.stack(.home).last == AnyRoute(MooringRoute.berth(number: 12)))
    }

    @Test(arguments: [true, false])
    func goingBackOrCancellingDeliversNothing(usingCancel: Bool) async throws {
        let session = try await launch()
        try await session.tap("Choose a Berth")
        if usingCancel {
            try await session.tap("Cancel")
        } else {
            #expect(session.back())
        }
        #expect(session.router.state.presentations.isEmpty)
        #expect(session.router.state.stack(.home) == [AnyRoute(MooringRoute.requester)], "no value, no navigation of the requester")
    }

    @Test func aChooserWithoutItsRequestOffersNoAnswer() async throws {
        let session = try await launch()
        try session.router.apply(.present(AnyRoute(MooringRoute.chooser)))
        let chooser = await session.visibleScreen()
        #expect(!chooser.actions.contains { $0.label.hasPrefix("Berth") })
    }
}

// MARK: - A feature that asks itself for a value

/// The screens of ``MooringsFeature``.
@CasePathable
enum MooringRoute: Route {
    /// The screen that asks for a berth.
    case requester
    /// The chooser, shown as a sheet.
    case chooser
    /// A berth: where the requester goes with the number it received.
    case berth(number: Int)

    static let links: [LinkPattern<MooringRoute>] = [
        LinkPattern<MooringRoute>("mooring", .internal, case: \.requester),
        LinkPattern<MooringRoute>("mooring/berths", .internal, presentation: .sheet, case: \.chooser),
        LinkPattern("mooring/berth/{number}", .internal, case: \.berth),
    ]
}

/// A feature whose requester asks for a berth number (an `Int`) and whose chooser answers it.
struct MooringsFeature: Feature {
    static let berth = ResultKey<Int>("berth")

    var name: String { "Moorings" }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(MooringRoute.self, links: MooringRoute.links) { route, context in
            switch route {
            case .requester:
                return .screen(
                    Screen(title: "Mooring", actions: [.request("Choose a Berth", Self.berth, from: MooringRoute.requester, answeredBy: MooringRoute.chooser)])
                )
            case .chooser:
                guard let request = context.request, Self.berth.isAsked(by: request) else { return .screen(Screen(title: "Berths", actions: [.goBack])) }
                let berths = [7, 12].map { number in
                    ScreenAction(id: ActionID("berth", number), "Berth \(number)") { _ in .answer(Self.berth, with: number, to: request) }
                }
                return .screen(Screen(title: "Berths", actions: berths + [.cancel()]))
            case .berth(let number):
                return .screen(Screen(title: "Berth \(number)"))
            }
        }
        registrar.receive(Self.berth, at: MooringRoute.self) { number, _, _ in
            // `number` is an Int: the key's type, checked by the compiler on both sides.
            .push(MooringRoute.berth(number: number), message: "Berth \(number) is yours.")
        }
    }
}
