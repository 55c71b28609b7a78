import FeatureRegistry
import Foundation
import SailawayHosting

/// The two files phones fetch before they open a site's links in an app, built once at start
/// from the build's route table.
struct WellKnownFiles: Sendable {
    /// `/.well-known/apple-app-site-association`: the bytes `sailaway aasa` prints.
    let appleAppSiteAssociation: Data
    /// `/.well-known/assetlinks.json`: Android's statement that the app handles the site's links.
    let assetLinks: Data

    /// The Android app's package, from the bundle ID of the default app ID.
    static let androidPackage = "app.sailaway"
    /// The SHA-256 fingerprint of the app's signing certificate: a placeholder, as the AASA's
    /// team ID is, until the app is signed for release.
    static let androidCertificateFingerprint = Array(repeating: "00", count: 32).joined(separator: ":")

    /// The files for `composition`, opened by the apps `appIDs`.
    init(composition: Composition, appIDs: [String] = [AppSiteAssociation.defaultAppID]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        appleAppSiteAssociation = try AppSiteAssociation(composition: composition, appIDs: appIDs).json()
        assetLinks = try encoder.encode([
            AssetLink(
                relation: ["delegate_permission/common.handle_all_urls"],
                target: .init(namespace: "android_app", packageName: Self.androidPackage, sha256CertFingerprints: [Self.androidCertificateFingerprint])
            )
        ])
    }

    /// One statement of `assetlinks.json`.
    struct AssetLink: Encodable {
        struct Target: Encodable {
            var namespace: String
            var packageName: String
            var sha256CertFingerprints: [String]

            enum CodingKeys: String, CodingKey {
                case namespace
                case packageName = "package_name"
                case sha256CertFingerprints = "sha256_cert_fingerprints"
            }
        }

        var relation: [String]
        var target: Target
    }
}
