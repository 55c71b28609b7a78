import Community
import CommunityProtocol
import Foundation

/// The sign-up and sign-in pages of the app in a browser: the app's forms, whose answers the
/// community checks (``Accounts``); signed in, the browser is a session of that account.
struct AccountPages: Sendable {
    /// What a post gets.
    enum Answer: Sendable {
        /// Signed in: the session's cookie value, and the app.
        case signedIn(cookie: String)
        /// The form again, saying what was wrong, with what was typed (never the password).
        case page(status: Int, html: String)
    }

    let accounts: Accounts
    let templates: PageTemplates
    /// Opens the session a browser signed in with; gives its cookie value.
    let openSession: @Sendable (SignedIn) async -> String

    // MARK: - Pages

    /// `GET /signin`, or the form again after a refusal.
    func signIn(email: String = "", problem: String? = nil, status: Int = 200) -> Answer {
        page(
            status: status, heading: "Sign in to Sailaway", lead: "With the email and password you signed up with, on any device.", problem: problem,
            action: "/signin", submit: "Sign In",
            fields: [
                Field(name: "email", label: "Email", type: "email", value: email, autocomplete: "username", maxLength: 254, isInvalid: problem != nil),
                Field(name: "password", label: "Password", type: "password", autocomplete: "current-password", isInvalid: problem != nil),
            ],
            other: ("/signup", "New to Sailaway? Sign up")
        )
    }

    /// `GET /signup`, or the form again after a refusal.
    func signUp(name: String = "", email: String = "", problem: String? = nil, field: String? = nil, status: Int = 200) -> Answer {
        page(
            status: status, heading: "Sign up to Sailaway", lead: "One account for every device and browser you use.", problem: problem,
            action: "/signup", submit: "Sign Up",
            fields: [
                Field(name: "name", label: "Your name (up to \(Accounts.nameLimit) characters)", type: "text", value: name, autocomplete: "name", maxLength: Accounts.nameLimit, isInvalid: field == "name"),
                Field(name: "email", label: "Email", type: "email", value: email, autocomplete: "username", maxLength: 254, isInvalid: field == "email"),
                Field(
                    name: "password", label: "Password (at least \(Accounts.passwordMinimum) characters)", type: "password", autocomplete: "new-password",
                    minLength: Accounts.passwordMinimum, isInvalid: field == "password"
                ),
            ],
            other: ("/signin", "Have an account? Sign in")
        )
    }

    // MARK: - Posts

    /// `POST /signin` from `address`.
    func signIn(_ fields: FormFields, from address: String) async -> Answer {
        let email = fields["email"] ?? ""
        do {
            let signedIn = try await accounts.signIn(email: email, password: fields["password"] ?? "", from: address, as: .browser)
            return .signedIn(cookie: await openSession(signedIn))
        } catch let error as AccountError {
            return signIn(email: email, problem: error.description, status: error.status)
        } catch {
            return signIn(email: email, problem: "The server could not check this sign-in: \(error). Try again.", status: 503)
        }
    }

    /// `POST /signup`.
    func signUp(_ fields: FormFields) async -> Answer {
        let (name, email) = (fields["name"] ?? "", fields["email"] ?? "")
        do {
            let signedIn = try await accounts.signUp(name: name, email: email, password: fields["password"] ?? "", as: .browser)
            return .signedIn(cookie: await openSession(signedIn))
        } catch let error as AccountError {
            let field: String? = if case .invalid(let field, _) = error { field } else if error == .emailTaken { "email" } else { nil }
            return signUp(name: name, email: email, problem: error.description, field: field, status: error.status)
        } catch {
            return signUp(name: name, email: email, problem: "The server could not make the account: \(error). Try again.", status: 503)
        }
    }

    // MARK: - Rendering

    /// One field of a form.
    struct Field {
        var name: String
        var label: String
        var type: String
        var value = ""
        var autocomplete: String
        var maxLength: Int?
        var minLength: Int?
        var isInvalid = false
    }

    /// The page's model, as `account.mustache` draws it.
    struct Model {
        var pageTitle: String
        var heading: String
        var lead: String
        var problem: String?
        var action: String
        var submit: String
        var fields: [Field]
        var otherHref: String
        var otherText: String
    }

    private func page(
        status: Int, heading: String, lead: String, problem: String?, action: String, submit: String, fields: [Field], other: (href: String, text: String)
    ) -> Answer {
        let model = Model(
            pageTitle: "\(heading) · Sailaway", heading: heading, lead: lead, problem: problem, action: action, submit: submit, fields: fields,
            otherHref: other.href, otherText: other.text
        )
        return .page(status: status, html: templates.render(.account, model))
    }
}
