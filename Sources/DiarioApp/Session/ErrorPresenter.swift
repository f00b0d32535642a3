import DiarioDomain
public import DiarioLocalization

/// Turns any error into the one line a student reads, in their language, and the exit code.
public enum ErrorPresenter {
    /// The localized message and exit code for `error`: what a ``StudentFacingError`` says, else "something went
    /// wrong" with the error's own description and exit code 1.
    public static func describe(_ error: any Error, _ l10n: LocalizationManager) -> (message: String, exitCode: Int32) {
        if let reported = error as? ReportedError { return describe(reported.underlying, l10n) }
        guard let error = error as? any StudentFacingError else {
            return (l10n.text("error.unknown", ["detail": "\(error)"]), 1)
        }
        return (l10n.text(error.message), error.exitCode)
    }
}
