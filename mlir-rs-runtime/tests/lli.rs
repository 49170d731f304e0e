//! The committed programs (`tests/data/*.ll`, translated by upstream) run by
//! `lli-22` with this crate's shared library in place of upstream's runner
//! utils: stdout and stderr must be upstream's (`*.out`, `*.err`) byte for
//! byte, the `base@` addresses aside. Without `lli-22` on the `PATH` the
//! test says so on its output and checks nothing else.

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::{assert_same_output, data, data_dir, mask_addresses};

/// The cdylib cargo built with this test: in the `deps/` folder beside the
/// test binary (cargo copies it up to `target/<profile>/` only when the
/// library itself is a requested target, so that copy may be stale).
fn cdylib() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    let deps = exe.parent().expect("the test binary's folder");
    let name =
        format!("{}mlir_rs_runtime{}", std::env::consts::DLL_PREFIX, std::env::consts::DLL_SUFFIX);
    let lib = deps.join(&name);
    assert!(lib.exists(), "the cdylib is not at {}", lib.display());
    lib
}

#[test]
fn programs_print_as_with_upstream_runner_utils() {
    if Command::new("lli-22").arg("--version").output().is_err() {
        println!("lli-22 is not on the PATH: the committed programs were not run");
        return;
    }
    let lib = cdylib();
    let mut programs: Vec<_> = std::fs::read_dir(data_dir())
        .expect("tests/data")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 4, "programs missing from tests/data: {programs:?}");
    for program in programs {
        let stem = program.file_stem().unwrap().to_string_lossy().into_owned();
        let run = Command::new("lli-22")
            .arg(format!("--dlopen={}", lib.display()))
            .arg(&program)
            .output()
            .expect("lli-22 runs");
        assert!(
            run.status.success(),
            "{stem}: lli-22 failed: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_same_output(
            &format!("{stem}: stdout"),
            &mask_addresses(&run.stdout),
            &mask_addresses(&data(&format!("{stem}.out"))),
        );
        assert_same_output(&format!("{stem}: stderr"), &run.stderr, &data(&format!("{stem}.err")));
    }
}
