//! `--xunit-xml-output`: JUnit-style XML like lit's `XunitReport`.

use std::collections::BTreeMap;
use std::time::Duration;

use crate::discovery::Test;
use crate::result::{ResultCode, TestResult};

fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            c => o.push(c),
        }
    }
    o
}

/// Renders the report (lit's `XunitReport` layout).
pub fn render(tests: &[(&Test, &TestResult)], elapsed: Duration) -> String {
    let mut suites: BTreeMap<String, Vec<(&Test, &TestResult)>> = BTreeMap::new();
    for (t, r) in tests {
        suites.entry(t.suite.name.clone()).or_default().push((t, r));
    }
    let skipped_code = |c: ResultCode| {
        matches!(
            c,
            ResultCode::Excluded | ResultCode::Skipped | ResultCode::Unsupported
        )
    };
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out += &format!("<testsuites time=\"{:.2}\">\n", elapsed.as_secs_f64());
    for (name, mut list) in suites {
        list.sort_by(|a, b| a.0.path_in_suite.cmp(&b.0.path_in_suite));
        let failures = list.iter().filter(|(_, r)| r.code.is_failure()).count();
        let skipped = list.iter().filter(|(_, r)| skipped_code(r.code)).count();
        let time: f64 = list.iter().map(|(_, r)| r.elapsed.as_secs_f64()).sum();
        let sname = name.replace('.', "-");
        out += &format!(
            "<testsuite name={} tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\" time=\"{time:.2}\">\n",
            quote_attr(&sname),
            list.len()
        );
        for (t, r) in list {
            let n = t.path_in_suite.len();
            let path = t.path_in_suite[..n - 1].join("/").replace('.', "_");
            let class = format!("{sname}.{}", if path.is_empty() { &sname } else { &path });
            out += &format!(
                "<testcase classname={} name={} time=\"{:.2}\"",
                quote_attr(&class),
                quote_attr(&t.path_in_suite[n - 1]),
                r.elapsed.as_secs_f64()
            );
            if r.code.is_failure() {
                let body: String = r
                    .output
                    .replace("]]>", "]]]]><![CDATA[>")
                    .chars()
                    .filter(|&c| (c as u32) >= 0x20 || matches!(c, '\t' | '\n' | '\r'))
                    .collect();
                out += &format!(">\n  <failure><![CDATA[{body}]]></failure>\n</testcase>\n");
            } else if skipped_code(r.code) {
                let reason = match r.code {
                    ResultCode::Excluded => "Test not selected (--filter, --max-tests)".to_string(),
                    ResultCode::Skipped => "User interrupt".to_string(),
                    _ => match r
                        .output
                        .strip_prefix("Test requires the following unavailable features: ")
                    {
                        Some(f) => format!("Missing required feature(s): {f}"),
                        None => "Unsupported configuration".to_string(),
                    },
                };
                out += &format!(
                    ">\n  <skipped message={}/>\n</testcase>\n",
                    quote_attr(&reason)
                );
            } else {
                out += "/>\n";
            }
        }
        out += "</testsuite>\n";
    }
    out += "</testsuites>\n";
    out
}

/// Python's `xml.sax.saxutils.quoteattr`.
fn quote_attr(s: &str) -> String {
    let e = escape(s)
        .replace('\n', "&#10;")
        .replace('\r', "&#13;")
        .replace('\t', "&#9;");
    if !e.contains('"') {
        format!("\"{e}\"")
    } else if !e.contains('\'') {
        format!("'{e}'")
    } else {
        format!("\"{}\"", e.replace('"', "&quot;"))
    }
}
