//! [`ListsInterface`]: what an implementer's macro (`#[op]`, `#[dialect]`,
//! `#[type_def]`, `#[attr_def]`) declares for each `#[interface]` it lists
//! in `interfaces = [...]`. Every interface requires it of its
//! implementers (through a hidden marker of its own, which carries the
//! interface's name into the message), so an `impl` of an interface the
//! implementer does not list, whose model registration would never store,
//! is a compile error at that `impl`.
//!
//! The key is a number, [`interface_id`] of the interface's path, held by a
//! hidden constant named like the interface: a constant shares its
//! trait's name in the value namespace, so whatever brings the interface
//! into scope (an import, a renaming, a glob) brings its key too.

/// Implemented by a type for each interface it lists, keyed by the
/// interface's [`interface_id`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` implements an interface that it does not list",
    label = "not listed in `interfaces = [...]`"
)]
pub trait ListsInterface<const ID: u64> {}

/// The key of the interface at `path` (`module_path!()` and its name):
/// FNV-1a, so that it is computed in a constant.
pub const fn interface_id(path: &str) -> u64 {
    let bytes = path.as_bytes();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}
