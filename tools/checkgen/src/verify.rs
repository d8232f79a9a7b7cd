//! Running generated checks through our FileCheck, in-process, before they
//! are written: a generated test never fails on the output it came from.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// Runs FileCheck with `check_text` as the check file over `input`; `args`
/// are FileCheck's other arguments (prefixes, options). `Err` holds
/// FileCheck's diagnostics.
pub fn filecheck(check_text: &str, input: &str, args: &[String]) -> Result<(), String> {
    let mut file = tempfile::Builder::new()
        .prefix("checkgen-")
        .suffix(".check")
        .tempfile()
        .map_err(|e| format!("cannot create a temporary check file: {e}"))?;
    file.write_all(check_text.as_bytes())
        .and_then(|_| file.flush())
        .map_err(|e| format!("cannot write a temporary check file: {e}"))?;
    let mut argv = vec![
        "FileCheck".to_string(),
        file.path().to_string_lossy().into_owned(),
        "--dump-input=never".to_string(),
    ];
    argv.extend(args.iter().cloned());
    let env = BTreeMap::new();
    let mut stdin = input.as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = {
        let mut io = tool_io::ToolIo {
            cwd: Path::new("/"),
            env: &env,
            stdin: &mut stdin,
            stdout: &mut out,
            stderr: &mut err,
            stdout_is_terminal: false,
            stderr_is_terminal: false,
        };
        filecheck::run(&argv, &mut io)
    };
    if code == 0 {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&err);
        let path = file.path().to_string_lossy();
        Err(err.replace(path.as_ref(), "<generated checks>"))
    }
}

#[cfg(test)]
mod tests {
    use super::filecheck;

    #[test]
    fn passes_and_fails() {
        assert!(filecheck(
            "// CHECK: a [[X:.*]] c\n// CHECK: [[X]]\n",
            "a b c\nb\n",
            &[]
        )
        .is_ok());
        let e = filecheck("// CHECK: nope\n", "a\n", &[]).unwrap_err();
        assert!(e.contains("<generated checks>:1:"), "{e}");
        assert!(filecheck("// FOO: a\n", "a\n", &["--check-prefix=FOO".into()]).is_ok());
    }
}
