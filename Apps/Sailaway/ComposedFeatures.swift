// The features of this build, one per trait: `swift build --traits Checklists,Charters` compiles
// a host with those two. Each feature appears here once, behind its trait.

import FeatureRegistry

enum ComposedFeatures {
    /// The compiled-in features, in composition order.
    static var all: [any Feature] {
        let features: [any Feature] = []
        return features
    }
}
