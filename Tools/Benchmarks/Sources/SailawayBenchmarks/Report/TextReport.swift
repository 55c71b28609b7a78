import Foundation

extension Report {
    /// The report as a text table: each measure, ours, every figure it is compared with and the
    /// ratio, the target on that ratio and whether it is met; then scaling with table size, and
    /// the notes.
    var text: String {
        var lines = header + [""]
        var table: [[String]] = [["measure", "ours", "compared with", "its figure", "ratio", "target", "met", "row met"]]
        var notes: [String] = []
        for row in rows {
            let ours = Format.figure(row.ours, row.unit) + Format.allocations(row.allocations.first { $0.name == "ours" })
            var title = row.title
            if !row.notes.isEmpty {
                notes.append("[\(notes.count + 1)] \(row.title): " + row.notes.joined(separator: " "))
                title += " [\(notes.count)]"
            }
            var entries: [[String]] = []
            for anchor in row.anchors {
                let figure = Format.figure(anchor.value, row.unit) + Format.allocations(row.allocations.first { $0.name == anchor.name })
                let conditions = row.conditions.filter { $0.against == anchor.name }
                if conditions.isEmpty {
                    entries.append([anchor.name, figure, Format.ratio(anchor: anchor.value, ours: row.ours), "", ""])
                }
                for condition in conditions {
                    entries.append([anchor.name, figure, Format.ratio(condition), condition.text, Format.met(condition.met)])
                }
            }
            // Growth bounds against a figure of ours, such as ours at 10 patterns.
            for condition in row.conditions where !row.anchors.contains(where: { $0.name == condition.against }) {
                entries.append([condition.against, Format.figure(condition.figure, row.unit), Format.ratio(condition), condition.text, Format.met(condition.met)])
            }
            for (index, entry) in entries.enumerated() {
                table.append(index == 0
                    ? [title, ours] + entry + [row.met ? "yes" : "NO"]
                    : ["", ""] + entry + [""])
            }
        }
        lines += Format.columns(table)

        if !scaling.isEmpty {
            lines += ["", "Scaling with table size (median per operation; allocations per operation in parentheses)"]
            let sizes = scaling[0].figures.map(\.size)
            var grid: [[String]] = [["router"] + sizes.map { Format.count($0) + " patterns" } + ["growth to \(Format.count(sizes.last!))"]]
            for line in scaling {
                grid.append(["\(line.measure): \(line.router)"] + line.figures.map {
                    Format.figure($0.value, line.unit) + ($0.allocations.map { " (\(Format.allocationCount($0)))" } ?? "")
                } + [line.ratio.map { String(format: "%.2f×", $0) + " of \(Format.count(line.baseSize))" } ?? "—"])
            }
            lines += Format.columns(grid)
        }
        if !notes.isEmpty {
            lines += ["", "Notes"] + notes
        }
        if !problems.isEmpty {
            lines += ["", "FAILED CHECKS (the rows involved report no figure)"] + problems.map { "- " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// How figures are written in the text report.
enum Format {
    static func figure(_ value: Double?, _ unit: ReportRow.Unit) -> String {
        guard let value else { return "—" }
        switch unit {
        case .ns:
            return (value >= 100 ? count(Int(value.rounded())) : String(format: "%.1f", value)) + " ns"
        case .ms:
            return String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : value >= 1 ? "%.2f" : "%.3f", value) + " ms"
        }
    }

    static func allocations(_ entry: (name: String, perOperation: Double?)?) -> String {
        guard let entry else { return "" }
        guard let count = entry.perOperation else { return " (allocs ?)" }
        return " (\(allocationCount(count)))"
    }

    static func allocationCount(_ count: Double) -> String {
        let text = count == count.rounded() ? String(Int(count)) : String(format: "%.1f", count)
        return text + (count == 1 ? " alloc" : " allocs")
    }

    /// Anchor ÷ ours: how many times faster we are.
    static func ratio(anchor: Double?, ours: Double?) -> String {
        guard let anchor, let ours, ours > 0 else { return "" }
        return multiple(anchor / ours)
    }

    /// A condition's ratio: `27×` for a speed-up, `ours 1.04×` for growth.
    static func ratio(_ condition: Condition) -> String {
        guard let ratio = condition.ratio else { return "—" }
        return condition.kind == .speedUp ? multiple(ratio) : "ours " + multiple(ratio)
    }

    static func multiple(_ ratio: Double) -> String {
        String(format: ratio >= 10 ? "%.1f×" : "%.2f×", ratio)
    }

    /// A bound as the issue writes it: `30`, `1.1`, `1.5`.
    static func bound(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }

    static func met(_ met: Bool?) -> String {
        met.map { $0 ? "yes" : "NO" } ?? "— (figure missing)"
    }

    /// `value` with thousands separators: 10,000.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Left-aligned columns, two spaces apart, with a rule under the first line.
    static func columns(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            String(zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return [lines[0], rule] + lines.dropFirst()
    }
}
