//! Pass pipelines as option values (MLIR's `Option<OpPassManager>` and
//! `ListOption<OpPassManager>`): `func.func(cse)` read with the registry
//! that makes the pass, printed back as its textual pipeline.

use super::op_pass_manager::OpPassManager;
use super::option_value::{OptionValueHelp, PassOptionScalar, PassOptionValue};
use super::options::{OptionEntry, OptionError};
use super::pass_registry::PassRegistry;

impl PassOptionValue for OpPassManager {
    /// An empty pipeline on any op.
    fn fallback() -> Self {
        OpPassManager::any()
    }
    /// Without the tool's registry, the pipeline may name the core's passes
    /// only.
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        Self::parse_option_in(entry, &PassRegistry::with_core_passes())
    }
    /// An anchored pipeline (`func.func(cse)`), with the pipeline parser's
    /// message when it does not read.
    fn parse_option_in(entry: &OptionEntry, registry: &PassRegistry) -> Result<Self, OptionError> {
        let text = String::parse_option(entry)?;
        registry.parse_op_pipeline(&text).map_err(|e| OptionError::Pipeline(Box::new(e)))
    }
    /// The textual pipeline; braced, as a string is, if a blank came
    /// before the first pass's options, so that it reads back as one value.
    fn print_value(&self, out: &mut String) {
        self.to_string().print_value(out);
    }
    fn clone_value(&self) -> Self {
        self.clone_for_thread()
    }
    fn value_help() -> OptionValueHelp {
        OptionValueHelp::Typed("pass-manager")
    }
}

/// In a list, each pipeline prints bare: the list's braces keep it whole.
impl PassOptionScalar for OpPassManager {}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(value: &str) -> OptionEntry {
        OptionEntry { key: "pipeline".to_owned(), value: Some(value.to_owned()) }
    }

    #[test]
    fn a_pipeline_with_options_prints_bare_and_reads_back() {
        let pipeline = OpPassManager::parse_option(&entry("func.func(canonicalize)")).unwrap();
        let mut printed = String::new();
        pipeline.print_option("pipeline", &mut printed);
        // The blanks are within the pass's braces: the value stays whole.
        assert!(printed.starts_with("pipeline=func.func(canonicalize{  max-iterations=10 "));
        let entries = crate::pass::options::split_options(&printed);
        assert_eq!(entries.len(), 1);
        let again = OpPassManager::parse_option(&entries[0]).unwrap();
        assert_eq!(again.to_string(), pipeline.to_string());
    }

    #[test]
    fn a_list_of_pipelines_prints_in_braces_and_names_the_registry_s_passes() {
        let registry = PassRegistry::with_core_passes();
        let list = Vec::<OpPassManager>::parse_option_in(
            &entry("func.func(cse),llvm.func(cse)"),
            &registry,
        )
        .unwrap();
        let mut printed = String::new();
        list.print_option("op-pipelines", &mut printed);
        assert_eq!(printed, "op-pipelines={func.func(cse),llvm.func(cse)}");
        let empty = PassRegistry::new();
        let unknown = OpPassManager::parse_option_in(&entry("func.func(cse)"), &empty).unwrap_err();
        assert!(matches!(unknown, OptionError::Pipeline(_)));
    }
}
