/// The app's links to the fake content, spelled as a person or a script would.
enum Links {
    static let portoCervo = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000"
    static let kiel = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440001"
    static let portoCervoEditor = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/edit"
    static let portoCervoReview = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/review"
    static let harborMaster = "sailaway://crew/550e8400-e29b-41d4-a716-446655440009"
}
