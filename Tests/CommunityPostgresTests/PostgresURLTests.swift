import CommunityPostgres
import Testing

/// `--database` takes PostgreSQL's URL as people write it, and a URL that cannot be used says
/// what is wrong with it and the form it takes — never its password.
@Suite struct PostgresURLTests {
    @Test func aFullURLNamesEveryPart() throws {
        let url = try PostgresURL("postgres://sailaway:s3cret@db.example.com:6543/community")
        #expect(url.user == "sailaway")
        #expect(url.password == "s3cret")
        #expect(url.host == "db.example.com")
        #expect(url.port == 6543)
        #expect(url.database == "community")
        #expect(url.tls == .prefer, "off this machine, TLS when the server offers it")
        #expect(url.description == "sailaway@db.example.com:6543/community", "no password in logs")
    }

    @Test(arguments: [
        ("postgres://marta@127.0.0.1:5432/sailaway", "marta", nil, "127.0.0.1", 5432),
        ("postgresql://marta@localhost/sailaway", "marta", nil, "localhost", 5432),
        ("POSTGRES://marta%40home:p%3Ass%2Fw@[::1]:5433/sailaway", "marta@home", "p:ss/w", "::1", 5433),
    ] as [(String, String, String?, String, Int)])
    func theOtherSpellingsAreRead(text: String, user: String, password: String?, host: String, port: Int) throws {
        let url = try PostgresURL(text)
        #expect(url.user == user)
        #expect(url.password == password)
        #expect(url.host == host)
        #expect(url.port == port)
        #expect(url.database == "sailaway")
        #expect(url.tls == .disable, "nothing crosses a network on loopback")
    }

    @Test func sslmodeChoosesTLS() throws {
        #expect(try PostgresURL("postgres://marta@127.0.0.1:5432/sailaway?sslmode=require").tls == .require)
        #expect(try PostgresURL("postgres://marta@db.example.com:5432/sailaway?sslmode=disable").tls == .disable)
    }

    @Test(arguments: [
        ("", "it does not start with postgres://"),
        ("127.0.0.1:5432/sailaway", "it does not start with postgres://"),
        ("mysql://marta@127.0.0.1:5432/sailaway", "it starts with mysql://, where postgres:// (or postgresql://) belongs"),
        ("postgres://127.0.0.1:5432/sailaway", "it names no user"),
        ("postgres://:secret@127.0.0.1:5432/sailaway", "it names no user"),
        ("postgres://marta@:5432/sailaway", "it names no host"),
        ("postgres://marta@127.0.0.1:0/sailaway", "its port “0” is not a number from 1 to 65535"),
        ("postgres://marta@127.0.0.1:65536/sailaway", "its port “65536” is not a number from 1 to 65535"),
        ("postgres://marta@127.0.0.1:+80/sailaway", "its port “+80” is not a number from 1 to 65535"),
        ("postgres://marta@127.0.0.1:port/sailaway", "its port “port” is not a number from 1 to 65535"),
        ("postgres://marta@[::1/sailaway", "its IPv6 host has no closing ]"),
        ("postgres://marta@127.0.0.1:5432", "it names no database"),
        ("postgres://marta@127.0.0.1:5432/", "it names no database"),
        ("postgres://marta@127.0.0.1:5432/sail/away", "its database name “sail/away” holds a /"),
        ("postgres://marta@127.0.0.1:5432/sailaway?sslmode=sometimes", "its sslmode “sometimes” is none of disable, prefer and require"),
        ("postgres://marta@127.0.0.1:5432/sailaway?timeout=5", "it asks for “timeout=5”"),
    ])
    func aMalformedURLSaysWhatIsWrongAndTheFormItTakes(text: String, problem: String) {
        do {
            _ = try PostgresURL(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.problem.hasPrefix(problem), "\(error.problem)")
            #expect(error.description.contains("Write it as postgres://USER[:PASSWORD]@HOST:PORT/DB"))
        }
    }

    @Test func anErrorNeverShowsThePassword() throws {
        let error = #expect(throws: PostgresURLError.self) { try PostgresURL("postgres://marta:hunter2@127.0.0.1:99999/sailaway") }
        #expect(error?.url == "postgres://marta:***@127.0.0.1:99999/sailaway")
        #expect(error?.description.contains("hunter2") == false)
    }

    @Test func aDatabaseWithAMalformedURLIsRefusedBeforeAnythingConnects() {
        #expect(throws: PostgresURLError.self) { try PostgresCommunityDatabase(url: "postgres://127.0.0.1:5432/sailaway") }
    }
}
