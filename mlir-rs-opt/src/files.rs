//! The driver's side of the file system: command-line arguments as paths
//! (with any bytes), the output file of a failed run, and system error
//! texts as mlir-opt words them.

/// A command-line argument as text: its bytes that are not UTF-8 (a file
/// name may have any bytes) kept as `mlir_core::support::text_bytes` encodes them,
/// so they reach diagnostics and locations as they are.
pub(crate) fn arg_text(arg: std::ffi::OsString) -> String {
    #[cfg(unix)]
    {
        mlir_core::support::text_bytes::from_vec(std::os::unix::ffi::OsStringExt::into_vec(arg))
    }
    #[cfg(not(unix))]
    {
        arg.to_string_lossy().into_owned()
    }
}

/// The path an argument read by [`arg_text`] names.
pub(crate) fn path_of(text: &str) -> std::path::PathBuf {
    #[cfg(unix)]
    {
        let bytes = mlir_core::support::text_bytes::to_bytes(text).into_owned();
        let name: std::ffi::OsString = std::os::unix::ffi::OsStringExt::from_vec(bytes);
        name.into()
    }
    #[cfg(not(unix))]
    {
        std::path::PathBuf::from(text)
    }
}

/// Removes the output file of a failed run, as mlir-opt does, but only a
/// regular file or a symbolic link: `-o /dev/null`, a pipe or a device is
/// left alone (removing `/dev/null` as root would replace it with a plain
/// file for every later process).
pub(crate) fn remove_failed_output(path: &str) {
    let path = path_of(path);
    let removable = std::fs::symlink_metadata(&path)
        .is_ok_and(|meta| meta.file_type().is_file() || meta.file_type().is_symlink());
    if removable {
        let _ = std::fs::remove_file(&path);
    }
}

/// The system error text without Rust's " (os error N)" suffix.
pub(crate) fn io_error_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}
