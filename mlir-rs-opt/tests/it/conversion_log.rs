//! The dialect conversion's debug log (`MLIR_RS_DEBUG=dialect-conversion`)
//! has the format `docs/dialect-conversion.md` specifies: the snapshots in
//! `tests/data/conversion_log/` hold the log of `--convert-scf-to-cf` on a
//! nest that lowers through three patterns (an `scf.forall` becoming
//! `scf.parallel`, then `scf.for`, then blocks, each legalized as it is
//! created) and on an op no pattern lowers. mlir-opt's release builds have
//! no such log, so the snapshots are this project's own, reviewed against
//! the documented format; regenerate them with `UPDATE_SNAPSHOTS=1`.

use std::path::PathBuf;
use std::process::Command;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/conversion_log").join(name)
}

/// The log lines of a run of `--convert-scf-to-cf` on `input`.
fn log_of(input: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mlir-rs-opt"))
        .env("MLIR_RS_DEBUG", "dialect-conversion")
        .args(["--allow-unregistered-dialect", "--convert-scf-to-cf"])
        .arg(data(input))
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    stderr
        .lines()
        .filter(|l| l.starts_with("[dialect-conversion] "))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn check(input: &str, snapshot: &str) {
    let log = log_of(input);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(data(snapshot), &log).expect("write the snapshot");
    }
    let expected = std::fs::read_to_string(data(snapshot)).expect("the snapshot");
    assert_eq!(log, expected);
}

#[test]
fn the_log_shows_nested_legalizations() {
    check("input.mlir", "input.log");
}

#[test]
fn the_log_shows_why_an_op_stays_illegal() {
    check("failure.mlir", "failure.log");
}

#[test]
fn every_line_is_an_opening_a_closing_or_a_reason() {
    for snapshot in ["input.log", "failure.log"] {
        let text = std::fs::read_to_string(data(snapshot)).expect("the snapshot");
        let mut depth = 0usize;
        for line in text.lines() {
            let body = line.strip_prefix("[dialect-conversion] ").expect("the prefix");
            let indent = body.len() - body.trim_start().len();
            let body = body.trim_start();
            if body.starts_with("} -> SUCCESS") || body.starts_with("} -> FAILURE") {
                depth -= 1;
                assert_eq!(indent, 2 * depth, "{line}");
            } else if body.ends_with(" {") {
                assert!(
                    body.starts_with("Legalizing operation : '")
                        || body == "* Fold {"
                        || body.starts_with("* Pattern : '"),
                    "{line}"
                );
                assert_eq!(indent, 2 * depth, "{line}");
                depth += 1;
            } else {
                assert_eq!(indent, 2 * depth, "{line}");
            }
        }
        assert_eq!(depth, 0, "every step is closed");
    }
}
