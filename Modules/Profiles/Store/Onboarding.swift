import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// Whether the person using the app has been welcomed, and the two ways to be: a sailor profile
/// of their own, or the sample sailor's.
///
/// A device needs onboarding while it has no current sailor (a new install before the first
/// choice, or after the account was deleted) or while it is marked a new install
/// (``Preference/newInstall``): a new install comes with the sample sailor Alex Morgan, whose
/// place the person takes or whom they explore as.
struct Onboarding: Sendable {
    /// The database.
    let database: SailawayDatabase
    /// The clock, for the new sailor's join date.
    let now: @Sendable () -> Date
    /// Makes the new sailor's id.
    let makeID: @Sendable () -> UUID

    /// Onboarding over the sailors' store.
    init(_ store: ProfileStore) {
        self.init(database: store.database, now: store.now, makeID: store.makeID)
    }

    init(database: SailawayDatabase, now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> UUID) {
        self.database = database
        self.now = now
        self.makeID = makeID
    }

    /// The guard that keeps a person in onboarding until it is finished.
    static let navigationGuard = NavigationGuard(
        "onboarding",
        gate: Presentation(AnyRoute(ProfileRoute.welcome), style: .fullScreenCover),
        allows: { $0.as(ProfileRoute.self)?.isOnboarding == true }
    )

    /// Whether the device needs onboarding; one indexed read, synchronous for the guard.
    static func isNeeded(_ db: Database) throws -> Bool {
        let sailors = try User.filter(Column("isCurrent") == true).fetchCount(db)
        let isNewInstall = try Preference.newInstall.value(db) != nil
        return sailors == 0 || isNewInstall
    }

    /// The sample sailor, when the device still has them and they can be explored as.
    func sampleSailor() async throws -> User? {
        try await database.writer.read { db in try User.fetchOne(db, key: SampleContent.currentUser) }
    }

    /// Makes the person a sailor named `name`: the sample sailor, if current, becomes one of the
    /// other sailors (their public content stays in Discover).
    func createProfile(name text: String) async throws -> User {
        let name = try ProfileText.name(text)
        let user = User(id: makeID(), name: name, isCurrent: true, joinedAt: now())
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE user SET isCurrent = 0 WHERE isCurrent = 1")
            try user.insert(db)
            try Preference.newInstall.set(nil, db)
        }
        return user
    }

    /// Lets the person explore as the sample sailor.
    func exploreAsSample() async throws -> User {
        try await database.writer.write { db in
            guard var sample = try User.fetchOne(db, key: SampleContent.currentUser) else {
                throw ActionError("The sample sailor is not on this device any more. Create your own profile instead.")
            }
            if !sample.isCurrent {
                try db.execute(sql: "UPDATE user SET isCurrent = 0 WHERE isCurrent = 1")
                sample.isCurrent = true
                try sample.update(db)
            }
            try Preference.newInstall.set(nil, db)
            return sample
        }
    }
}
