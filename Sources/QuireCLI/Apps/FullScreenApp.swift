import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one of the apps (`notes`, `list`) on the alternate screen of the controlling
/// terminal, and turns how it ended into an exit status, with one line on standard error
/// when something failed. The terminal is given back as it was in every case.
enum FullScreenApp {
  /// Runs `body` in an `App` on the full screen: 0 when it returns, 130 after Ctrl-C, 3 when
  /// the terminal cannot be used (`TERM=dumb`, no `/dev/tty`) or goes away. Asked to end by
  /// SIGTERM or SIGHUP (the screens keep what must not be lost first), the process ends by
  /// that signal once the terminal is given back.
  @MainActor
  static func run(
    command: String, environment: [String: String],
    _ body: @escaping @MainActor (App) async throws -> ExitStatus
  ) async -> ExitStatus {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    guard capabilities.isUsable else {
      StandardError.write("\(command): TERM=dumb cannot show a full screen\n")
      return .failure
    }
    do {
      return try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
        terminal.session.defersTermination = true
        let app = App(terminal: terminal, animations: environment["QUIRE_ANIMATIONS"] != "0")
        return try await body(app)
      }
    } catch AppError.interrupted {
      return .interrupted
    } catch AppError.terminated(let signalNumber) {
      endBy(signalNumber)
      return ExitStatus(code: 128 + signalNumber)
    } catch {
      StandardError.write("\(command): \(error)\n")
      return .failure
    }
  }

  /// Ends the process by `signalNumber`, as it would have ended without the deferral: the
  /// default action, the signal unblocked in this thread, raised.
  private static func endBy(_ signalNumber: Int32) {
    signal(signalNumber, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signalNumber)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signalNumber)
  }
}
