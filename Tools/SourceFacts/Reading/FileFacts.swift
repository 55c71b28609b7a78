import SwiftParser
import SwiftSyntax

/// What the repository's checks need to know of a Swift file, read by the compiler's own parser
/// (swift-syntax) rather than by patterns over its text: every `import` with the `#if` clauses
/// around it (every clause is parsed, whatever the build's traits), every type declared, every
/// call of a capitalized name, and every string literal with where it stands. The checks decide;
/// this only reads: `Tools/check-boundaries` (through `sailaway-source-facts`) and the tests
/// that hold each feature to its own tables (`TableOwnershipTests`).
public struct FileFacts: Codable, Sendable {
    public var path: String
    public var imports: [Import] = []
    public var declarations: [Declaration] = []
    public var calls: [Call] = []
    public var strings: [StringLiteral] = []

    /// The facts of `source`, the text of the file at `path`.
    public init(reading source: String, path: String) {
        let tree = Parser.parse(source: source)
        let collector = FactCollector(path: path, tree: tree)
        collector.walk(tree)
        self = collector.facts
    }

    init(path: String) {
        self.path = path
    }

    public struct Import: Codable, Sendable {
        public var line: Int
        public var module: String
        public var testable: Bool
        /// The `#if` clauses around the import, outermost first.
        public var clauses: [Clause]
    }

    /// A `#if`/`#elseif` clause by its condition; an `#else` by the condition of its `#if`, with
    /// `inElse` set.
    public struct Clause: Codable, Sendable {
        public var condition: String
        public var inElse: Bool
    }

    public struct Declaration: Codable, Sendable {
        public var line: Int
        /// `struct`, `class`, `enum`, `actor`, `protocol`, `typealias` or `extension`.
        public var kind: String
        public var name: String
    }

    /// A call whose callee is a capitalized name (`Screen(…)`, `LinkPattern<Route>(…)`).
    public struct Call: Codable, Sendable {
        public var line: Int
        public var name: String
    }

    /// A string literal and where it stands: the argument it is (`sql: "…"`, `Table("…")`,
    /// `t.references("…")`) or the value it declares (`let request: SQLRequest<Row> = "…"`,
    /// `static let databaseTableName = "…"`).
    public struct StringLiteral: Codable, Sendable {
        /// The line its opening delimiter is on.
        public var line: Int
        /// The line its text begins on: the next one in a multi-line literal.
        public var textLine: Int
        /// Between the delimiters as written, escapes kept and each interpolation as `\(code)`;
        /// in a multi-line literal, its lines without their indentation, the delimiters' own line
        /// breaks left out.
        public var text: String
        public var interpolations: [Interpolation]
        /// The label of the argument the literal is, if it is a labeled one (`sql`, `literal`).
        public var argumentLabel: String?
        /// The name called with the literal as an argument (`SQLRequest`, `Table`, `references`).
        public var callee: String?
        /// The name of the variable or property the literal initializes (`databaseTableName`).
        public var declaredName: String?
        /// Its type annotation's name, without generic arguments (`SQLRequest`).
        public var declaredType: String?
        /// Whether `+` or `+=` joins it to a value beside it.
        public var concatenated: Bool
    }

    public struct Interpolation: Codable, Sendable {
        /// The code inside `\(…)`, as written.
        public var code: String
        /// The label of its first argument (`sql` in `\(sql: order)`), if any.
        public var label: String?
        /// Whether its one argument is itself a string literal (`\(sql: "title")`).
        public var isLiteral: Bool
    }
}

/// Walks one parsed file and records its facts.
final class FactCollector: SyntaxAnyVisitor {
    private let converter: SourceLocationConverter
    private(set) var facts: FileFacts

    init(path: String, tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        facts = FileFacts(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let testable = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable" }
        facts.imports.append(.init(line: line(of: node.importKeyword), module: module, testable: testable, clauses: clauses(around: node)))
        return .skipChildren
    }

    /// The `#if` clauses enclosing `node`, outermost first.
    private func clauses(around node: some SyntaxProtocol) -> [FileFacts.Clause] {
        var found: [FileFacts.Clause] = []
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition {
                    found.append(.init(condition: condition.trimmedDescription, inElse: false))
                } else {
                    let opening = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition
                    found.append(.init(condition: opening?.trimmedDescription ?? "", inElse: true))
                }
            }
            current = ancestor.parent
        }
        return found.reversed()
    }

    // MARK: Declarations

    /// Every node without a visit of its own comes here: a type or an extension (a declaration
    /// group, named by its keyword) or a type alias is recorded.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let group = node.asProtocol((any DeclGroupSyntax).self) {
            let name = node.asProtocol((any NamedDeclSyntax).self)?.name.text ?? node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            declare(group.introducer, name ?? "")
        } else if let alias = node.as(TypeAliasDeclSyntax.self) {
            declare(alias.typealiasKeyword, alias.name.text)
        }
        return .visitChildren
    }

    private func declare(_ keyword: TokenSyntax, _ name: String) {
        facts.declarations.append(.init(line: line(of: keyword), kind: keyword.text, name: name))
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.calleeName(node.calledExpression), name.first?.isUppercase == true {
            facts.calls.append(.init(line: line(of: node), name: name))
        }
        return .visitChildren
    }

    /// `name` of a callee written `name`, `name<Arguments>` or `base.name`.
    private static func calleeName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
        return nil
    }

    // MARK: String literals

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        var literal = FileFacts.StringLiteral(
            line: line(of: node), textLine: node.segments.first.map(line(of:)) ?? line(of: node),
            text: "", interpolations: [], concatenated: Self.isConcatenated(node)
        )
        for segment in node.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                literal.text += plain.content.text
            } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
                let code = expression.expressions.trimmedDescription
                literal.text += "\\(\(code))"
                let first = expression.expressions.first
                literal.interpolations.append(.init(
                    code: code, label: first?.label?.text,
                    isLiteral: expression.expressions.count == 1 && first?.expression.is(StringLiteralExprSyntax.self) == true
                ))
            }
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            literal.argumentLabel = argument.label?.text
            if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                literal.callee = Self.calleeName(call.calledExpression)
            }
        } else if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            literal.declaredName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            literal.declaredType = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
        }
        facts.strings.append(literal)
        return .visitChildren
    }

    /// Whether `+` or `+=` stands right before or after the literal in an expression.
    private static func isConcatenated(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let list = literal.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == literal.id }) else { return false }
        return [index - 1, index + 1].contains { neighbour in
            guard elements.indices.contains(neighbour),
                  let operation = elements[neighbour].as(BinaryOperatorExprSyntax.self) else { return false }
            return ["+", "+="].contains(operation.operator.text)
        }
    }
}
