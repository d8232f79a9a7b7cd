//! Expansion of unquoted `*` and `?` in command arguments, like lit's `GlobItem`.

use std::path::{Path, PathBuf};

/// Whether `name` matches the wildcard `pat` (`*` any run, `?` one char).
pub fn wildcard_match(pat: &str, name: &str) -> bool {
    let p: Vec<char> = pat.chars().collect();
    let n: Vec<char> = name.chars().collect();
    let (mut pi, mut ni) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        if pi < p.len() && (p[pi] == '?' || p[pi] == n[ni]) {
            pi += 1;
            ni += 1;
        } else if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ni));
            pi += 1;
        } else if let Some((sp, sn)) = star {
            pi = sp + 1;
            ni = sn + 1;
            star = Some((sp, sn + 1));
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// Expands `pattern` against the file system; returns it unchanged when
/// nothing matches. Relative patterns resolve against `cwd` and stay relative.
pub fn expand(pattern: &str, cwd: &Path) -> Vec<String> {
    let absolute = pattern.starts_with('/');
    let mut current: Vec<PathBuf> = vec![if absolute {
        PathBuf::from("/")
    } else {
        PathBuf::new()
    }];
    for comp in pattern.split('/').filter(|c| !c.is_empty()) {
        let mut next = Vec::new();
        for base in &current {
            if comp.contains(['*', '?']) {
                let dir = if absolute {
                    base.clone()
                } else {
                    cwd.join(base)
                };
                let Ok(rd) = std::fs::read_dir(&dir) else {
                    continue;
                };
                let mut names: Vec<String> = rd
                    .filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| {
                        (comp.starts_with('.') || !n.starts_with('.')) && wildcard_match(comp, n)
                    })
                    .collect();
                names.sort();
                next.extend(names.into_iter().map(|n| base.join(n)));
            } else {
                next.push(base.join(comp));
            }
        }
        current = next;
    }
    let found: Vec<String> = current
        .into_iter()
        .filter(|p| {
            if absolute {
                p.exists()
            } else {
                cwd.join(p).exists()
            }
        })
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if found.is_empty() {
        vec![pattern.to_string()]
    } else {
        found
    }
}

#[cfg(test)]
mod tests {
    use super::wildcard_match;

    #[test]
    fn wildcards() {
        assert!(wildcard_match("*.txt", "a.txt"));
        assert!(wildcard_match("a?c", "abc"));
        assert!(!wildcard_match("*.txt", "a.txx"));
        assert!(wildcard_match("*", ""));
    }
}
