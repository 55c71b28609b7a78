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

    /// Whether `viewer` needs onboarding: the public does, which is what a device without a
    /// sailor shows as (``DeviceSailor``), and so does a new install's sailor until they are
    /// welcomed. A browser signed in to another account never does: signing up welcomed them.
    static func isNeeded(for viewer: Viewer, in db: Database) throws -> Bool {
        guard let account = viewer.accountID else { return true }
        return try Preference.newInstall.value(db) != nil && DeviceSailor.id(db) == account
    }

    /// The sample sailor, when the device still has them and they can be explored as.
    func sampleSailor() async throws -> User? {
        try await database.writer.read { db in try User.fetchOne(db, key: SampleContent.currentUser) }
    }

    /// Makes the person a sailor named `name`: the sample sailor, if current, becomes one of the
    /// other sailors (their public content stays in Discover).
    func createProfile(name text: String) async throws -> User {
        let name = try ProfileText.name(text)
        let user = User(id: makeID(), name: name, joinedAt: now())
        try await database.writer.write { db in
            try user.insert(db)
            try DeviceSailor.choose(user.id, db)
            try Preference.newInstall.set(nil, db)
        }
        return user
    }

    /// Lets the person explore as the sample sailor.
    func exploreAsSample() async throws -> User {
        try await database.writer.write { db in
            guard let sample = try User.fetchOne(db, key: SampleContent.currentUser) else {
                throw ActionError("The sample sailor is not on this device any more. Create your own profile instead.")
            }
            try DeviceSailor.choose(sample.id, db)
            try Preference.newInstall.set(nil, db)
            return sample
        }
    }
}
