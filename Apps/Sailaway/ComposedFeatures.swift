// The features of this build, one per trait: `swift build --traits Checklists,Charters` compiles
// a host with those two. Each feature appears here once, behind its trait, and its interface's
// links are declared whether or not it is compiled in, so links into a feature a custom build
// leaves out are refused by name.

import ChartersInterface
import ChecklistsInterface
import DecksInterface
import FeatureRegistry
import GuidesInterface
import ProfilesInterface
import SearchInterface

#if Checklists
import Checklists
#endif
#if Decks
import Decks
#endif
#if Guides
import Guides
#endif
#if Charters
import Charters
#endif
#if Profiles
import Profiles
#endif
#if Search
import Search
#endif

enum ComposedFeatures {
    /// The compiled-in features, in composition order.
    static var all: [any Feature] {
        var features: [any Feature] = []
        #if Checklists
        features.append(ChecklistsFeature())
        #endif
        #if Decks
        features.append(DecksFeature())
        #endif
        #if Guides
        features.append(GuidesFeature())
        #endif
        #if Charters
        features.append(ChartersFeature())
        #endif
        #if Profiles
        features.append(ProfilesFeature())
        #endif
        #if Search
        features.append(SearchFeature())
        #endif
        return features
    }

    /// Every feature of the app, compiled in or not, by its interface's links.
    static var declared: [FeatureDeclaration] {
        [.checklists, .decks, .guides, .charters, .profiles, .search]
    }
}
