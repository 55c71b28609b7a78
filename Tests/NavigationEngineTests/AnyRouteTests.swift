import Foundation
import NavigationEngine
import Testing

/// A stack holds routes of every feature as `AnyRoute`, compared by value.
@Suite struct AnyRouteTests {
    enum OtherRoute: Route {
        case detail(id: UUID)
    }

    @Test func routesWrappedSeparatelyAreEqualWhenTheirValuesAre() {
        #expect(AnyRoute(ChecklistRoute.detail(id: Sample.checklist)) == AnyRoute(ChecklistRoute.detail(id: Sample.checklist)))
        #expect(AnyRoute(ChecklistRoute.detail(id: Sample.checklist)) != AnyRoute(ChecklistRoute.detail(id: Sample.otherChecklist)))
        #expect(AnyRoute(ChecklistRoute.detail(id: Sample.checklist)) != AnyRoute(ChecklistRoute.editor(id: Sample.checklist)))
    }

    @Test func routesOfDifferentTypesWithTheSamePayloadAreDifferent() {
        let checklist = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))
        let other = AnyRoute(OtherRoute.detail(id: Sample.checklist))

        #expect(checklist != other)
        #expect(other != checklist)
        #expect(checklist.routeType != other.routeType)
        #expect(Set([checklist, other]).count == 2)
    }

    @Test func equalRoutesHashAlikeSoSetsAndDictionariesFindThem() {
        let routes = [
            AnyRoute(ChecklistRoute.detail(id: Sample.checklist)),
            AnyRoute(CharterRoute.create),
            AnyRoute(SearchRoute.results(query: "knots")),
            AnyRoute(LibraryRoute.browse(kind: .decks, page: nil)),
        ]
        let again = [
            AnyRoute(ChecklistRoute.detail(id: Sample.checklist)),
            AnyRoute(CharterRoute.create),
            AnyRoute(SearchRoute.results(query: "knots")),
            AnyRoute(LibraryRoute.browse(kind: .decks, page: nil)),
        ]

        for (route, copy) in zip(routes, again) {
            #expect(route.hashValue == copy.hashValue)
        }
        #expect(Set(routes + again).count == routes.count)
        let titles = Dictionary(uniqueKeysWithValues: zip(routes, ["Checklist", "New charter", "Search", "Decks"]))
        #expect(titles[AnyRoute(SearchRoute.results(query: "knots"))] == "Search")
    }

    @Test func theTypedRouteComesBackOnlyAsItsOwnType() throws {
        let route = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))

        #expect(route.as(ChecklistRoute.self) == .editor(id: Sample.checklist))
        #expect(route.as(OtherRoute.self) == nil)
        #expect(route.routeType == ObjectIdentifier(ChecklistRoute.self))
    }

    @Test func wrappingAnAnyRouteAgainGivesTheSameRouteNotANestedOne() throws {
        let route = AnyRoute(CharterRoute.detail(id: Sample.charter))

        for rewrapped in [AnyRoute(route), AnyRoute(AnyRoute(route)), AnyRoute(route.base)] {
            #expect(rewrapped == route)
            #expect(rewrapped.routeType == ObjectIdentifier(CharterRoute.self))
            #expect(rewrapped.base is CharterRoute)
            #expect(rewrapped.as(CharterRoute.self) == .detail(id: Sample.charter))
            #expect(try Sailaway.links().link(for: rewrapped) == "sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        }
    }

    @Test func aGenericWrapperOfRoutesDoesNotNestAnAnyRoute() {
        func erase<R: Route>(_ route: R) -> AnyRoute { AnyRoute(route) }
        let route = AnyRoute(ProfileRoute.user(id: Sample.user))

        #expect(erase(route).as(ProfileRoute.self) == .user(id: Sample.user))
        #expect(erase(route).hashValue == route.hashValue)
    }

    @Test func itDescribesItselfAsTheTypedRoute() {
        #expect(AnyRoute(CharterRoute.create).description == "create")
        #expect(AnyRoute(SearchRoute.results(query: "knots")).description == #"results(query: "knots")"#)
    }
}
