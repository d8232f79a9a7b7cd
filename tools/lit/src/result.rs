//! Test result codes (lit's `ResultCode`s) and results.

use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResultCode {
    Excluded,
    Skipped,
    Unsupported,
    Pass,
    FlakyPass,
    Xfail,
    Unresolved,
    Timeout,
    Fail,
    Xpass,
}

impl ResultCode {
    /// Every code, in lit's order (used for summary groups).
    pub const ALL: [ResultCode; 10] = [
        ResultCode::Excluded,
        ResultCode::Skipped,
        ResultCode::Unsupported,
        ResultCode::Pass,
        ResultCode::FlakyPass,
        ResultCode::Xfail,
        ResultCode::Unresolved,
        ResultCode::Timeout,
        ResultCode::Fail,
        ResultCode::Xpass,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ResultCode::Excluded => "EXCLUDED",
            ResultCode::Skipped => "SKIPPED",
            ResultCode::Unsupported => "UNSUPPORTED",
            ResultCode::Pass => "PASS",
            ResultCode::FlakyPass => "FLAKYPASS",
            ResultCode::Xfail => "XFAIL",
            ResultCode::Unresolved => "UNRESOLVED",
            ResultCode::Timeout => "TIMEOUT",
            ResultCode::Fail => "FAIL",
            ResultCode::Xpass => "XPASS",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ResultCode::Excluded => "Excluded",
            ResultCode::Skipped => "Skipped",
            ResultCode::Unsupported => "Unsupported",
            ResultCode::Pass => "Passed",
            ResultCode::FlakyPass => "Passed With Retry",
            ResultCode::Xfail => "Expectedly Failed",
            ResultCode::Unresolved => "Unresolved",
            ResultCode::Timeout => "Timed Out",
            ResultCode::Fail => "Failed",
            ResultCode::Xpass => "Unexpectedly Passed",
        }
    }

    /// Whether the code fails the run (lit 22: UNRESOLVED, TIMEOUT, FAIL).
    pub fn is_failure(self) -> bool {
        matches!(
            self,
            ResultCode::Unresolved | ResultCode::Timeout | ResultCode::Fail
        )
    }

    pub fn from_name(s: &str) -> Option<ResultCode> {
        ResultCode::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// The outcome of one test.
#[derive(Debug, Clone)]
pub struct TestResult {
    pub code: ResultCode,
    pub output: String,
    pub elapsed: Duration,
    pub attempts: u32,
    pub max_attempts: u32,
}

impl TestResult {
    pub fn new(code: ResultCode, output: impl Into<String>) -> Self {
        TestResult {
            code,
            output: output.into(),
            elapsed: Duration::ZERO,
            attempts: 1,
            max_attempts: 1,
        }
    }
}
