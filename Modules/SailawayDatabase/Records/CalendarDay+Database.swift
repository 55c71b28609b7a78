import FeatureRegistry
import GRDB

/// A day is stored as its text, `2027-06-12`, which sorts as the days do.
extension CalendarDay: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue {
        description.databaseValue
    }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDay? {
        String.fromDatabaseValue(dbValue).flatMap { try? CalendarDay(parsing: $0) }
    }
}
