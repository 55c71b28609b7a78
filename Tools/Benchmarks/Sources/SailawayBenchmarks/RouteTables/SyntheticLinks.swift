import Foundation
import NavigationEngine

/// The padding of the large tables: `featureN/itemM/{id}`, twenty items per feature, a UUID each.
enum SyntheticLinks {
    /// Items per synthetic feature, as a mid-sized feature module declares.
    static let itemsPerFeature = 20

    /// The `index`th synthetic pattern's feature and item numbers.
    static func position(_ index: Int) -> (feature: Int, item: Int) {
        (index / itemsPerFeature, index % itemsPerFeature)
    }

    /// The template of the `index`th synthetic pattern.
    static func template(_ index: Int) -> String {
        let (feature, item) = position(index)
        return "feature\(feature)/item\(item)/{id}"
    }

    /// The `index`th synthetic pattern.
    static func pattern(_ index: Int) -> AnyLinkPattern {
        let (feature, item) = position(index)
        return LinkPattern(
            template(index), .internal,
            route: { id in SyntheticRoute(feature: feature, item: item, id: id) }, values: \.id
        ).erased.owned(by: "Feature\(feature)")
    }
}
