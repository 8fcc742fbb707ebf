//! Which kind of server speaks the Images API. Self-hosted servers copy
//! OpenAI's endpoints but not all of its fields: each takes its own knobs
//! (diffusion steps, a seed) and some answer with a link unless told not to.

use serde::Deserialize;
use serde_json::{Value, json};

/// The server behind the base URL.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dialect {
    /// OpenAI itself, or a proxy that forwards its API unchanged.
    #[default]
    Openai,
    /// stable-diffusion.cpp's `sd-server`: settings ride inside the prompt in
    /// a `<sd_cpp_extra_args>` tag; `model`, `quality` and `background` are ignored.
    SdServer,
    /// LocalAI: `step` sets the diffusion steps; answers a link unless
    /// `response_format` asks for `b64_json`; no `images/edits`.
    Localai,
    /// vLLM-Omni: one model per server, `num_inference_steps` and `seed`,
    /// base64 only.
    VllmOmni,
}

impl Dialect {
    pub const ALL: [Dialect; 4] = [
        Dialect::Openai,
        Dialect::SdServer,
        Dialect::Localai,
        Dialect::VllmOmni,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Dialect::Openai => "openai",
            Dialect::SdServer => "sd-server",
            Dialect::Localai => "localai",
            Dialect::VllmOmni => "vllm-omni",
        }
    }

    /// Whether the server draws with the model the request names. sd-server
    /// ignores the name, and vLLM-Omni serves its one model whatever is asked
    /// (it only logs a mismatch), so their model lists cannot rule a name out.
    pub fn honours_model_name(self) -> bool {
        matches!(self, Dialect::Openai | Dialect::Localai)
    }

    /// Whether the server has an `images/edits` endpoint at all.
    pub fn has_edits(self) -> bool {
        self != Dialect::Localai
    }

    /// Diffusion steps for one of the product's qualities: more steps, more
    /// detail, more time. OpenAI's models take the quality itself.
    pub(crate) fn steps(self, quality: &str) -> Option<u32> {
        let (low, medium, high) = match self {
            Dialect::Openai => return None,
            Dialect::SdServer => (12, 20, 30),
            Dialect::Localai => (10, 20, 35),
            Dialect::VllmOmni => (20, 35, 50),
        };
        Some(match quality {
            "low" => low,
            "high" => high,
            _ => medium,
        })
    }

    /// The fields this server takes beyond the common `model`, `prompt`,
    /// `size` and `n`, and the prompt as it must be sent.
    pub(crate) fn extras(
        self,
        prompt: String,
        quality: &str,
        seed: Option<u64>,
    ) -> (String, Vec<(&'static str, Value)>) {
        let steps = self.steps(quality);
        match self {
            Dialect::Openai => (prompt, Vec::new()),
            Dialect::SdServer => {
                let mut args = json!({ "sample_params": { "sample_steps": steps } });
                if let Some(seed) = seed {
                    // sd.cpp seeds are 64-bit signed; keep them positive.
                    args["seed"] = json!(seed & i64::MAX as u64);
                }
                let tagged = format!("{prompt} <sd_cpp_extra_args>{args}</sd_cpp_extra_args>");
                (tagged, Vec::new())
            }
            Dialect::Localai => {
                // LocalAI reads text after a `|` as the negative prompt.
                let prompt = prompt.replace('|', "/");
                let mut fields = vec![
                    ("step", json!(steps)),
                    ("response_format", json!("b64_json")),
                ];
                if let Some(seed) = seed {
                    fields.push(("seed", json!(seed & i32::MAX as u64)));
                }
                (prompt, fields)
            }
            Dialect::VllmOmni => {
                let mut fields = vec![
                    ("num_inference_steps", json!(steps)),
                    ("response_format", json!("b64_json")),
                ];
                if let Some(seed) = seed {
                    // Python ints are unbounded, but torch seeds are 64-bit signed.
                    fields.push(("seed", json!(seed & i64::MAX as u64)));
                }
                (prompt, fields)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_configuration() {
        for dialect in Dialect::ALL {
            let parsed: Dialect = serde_json::from_value(json!(dialect.as_str())).unwrap();
            assert_eq!(parsed, dialect);
        }
        assert!(serde_json::from_value::<Dialect>(json!("comfyui")).is_err());
    }

    #[test]
    fn sd_server_settings_ride_in_the_prompt() {
        let (prompt, fields) = Dialect::SdServer.extras("A fox".into(), "high", Some(7));
        assert!(fields.is_empty());
        let (text, tag) = prompt.split_once(" <sd_cpp_extra_args>").unwrap();
        assert_eq!(text, "A fox");
        let args: Value =
            serde_json::from_str(tag.strip_suffix("</sd_cpp_extra_args>").unwrap()).unwrap();
        assert_eq!(
            args,
            json!({"seed": 7, "sample_params": {"sample_steps": 30}})
        );
    }

    #[test]
    fn localai_and_vllm_take_top_level_fields() {
        let (prompt, fields) = Dialect::Localai.extras("A fox | no cats".into(), "low", Some(7));
        assert_eq!(
            prompt, "A fox / no cats",
            "a bar would start a negative prompt"
        );
        assert_eq!(
            fields,
            vec![
                ("step", json!(10)),
                ("response_format", json!("b64_json")),
                ("seed", json!(7)),
            ]
        );
        let (_, fields) = Dialect::VllmOmni.extras("A fox".into(), "auto", Some(u64::MAX));
        assert_eq!(
            fields,
            vec![
                ("num_inference_steps", json!(35)),
                ("response_format", json!("b64_json")),
                ("seed", json!(i64::MAX)),
            ]
        );
        let (prompt, fields) = Dialect::Openai.extras("A fox".into(), "low", Some(7));
        assert_eq!((prompt.as_str(), fields.len()), ("A fox", 0));
    }
}
