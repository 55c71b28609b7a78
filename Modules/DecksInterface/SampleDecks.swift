import Foundation

/// The flashcard decks of a new install, by their fixed identifiers.
public enum SampleDecks {
    /// Aiko's public "Essential Knots": the docs' example deck link.
    public static let knots = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440003")!
    /// Jonas's public "Lights and Shapes".
    public static let lightsAndShapes = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000002")!
    /// Marta's public "Sound Signals".
    public static let soundSignals = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000003")!
    /// The user's own private "Radio Procedure".
    public static let radioProcedure = UUID(uuidString: "5A11DEC4-0000-4000-8000-000000000004")!
}
