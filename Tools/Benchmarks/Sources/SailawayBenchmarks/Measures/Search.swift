/// Full-text search over 100,000 content items: not measurable until the database lands.
struct Search {
    func run(into report: inout Report) {
        report.rows.append(ReportRow(
            key: "search-100000",
            title: "full-text search over 100,000 content items, typical query",
            unit: .ms,
            ours: nil,
            target: "≤ 5 ms median",
            met: false,
            notes: ["Not measurable yet: the database and its FTS5 index arrive with a later issue; this row measures them then."]
        ))
    }
}
