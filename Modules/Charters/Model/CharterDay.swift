import FeatureRegistry

/// A day a charter runs on: the app's ``CalendarDay``, which has no time zone, so a charter's
/// dates never shift when the phone crosses one.
typealias CharterDay = CalendarDay
