from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GenerationCapabilities")


@_attrs_define
class GenerationCapabilities:
    """The options in force, as the image form, the wizard and `/v1` offer them.

    Attributes:
        keeps_faces (bool): A photo's faces and details are kept in the image made from it.
        max_prompt_chars (int): The longest description accepted, in characters.
        output_compression (bool): `outputCompression` (jpeg and webp only).
        output_formats (list[str]):  Example: ['png', 'jpeg', 'webp'].
        photo (bool): A card built from an uploaded photo.
        qualities (list[str]): Quality levels in the price table's order. Example: ['low', 'medium', 'high', 'auto'].
        revise (bool): An image can be revised in words (`POST …/images/{id}/revise`).
        sizes (list[str]): Sizes in the price table's order. Example: ['1024x1024', '1024x1536'].
        transparent_background (bool): `background: transparent` (png and webp only).
    """

    keeps_faces: bool
    max_prompt_chars: int
    output_compression: bool
    output_formats: list[str]
    photo: bool
    qualities: list[str]
    revise: bool
    sizes: list[str]
    transparent_background: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        keeps_faces = self.keeps_faces

        max_prompt_chars = self.max_prompt_chars

        output_compression = self.output_compression

        output_formats = self.output_formats

        photo = self.photo

        qualities = self.qualities

        revise = self.revise

        sizes = self.sizes

        transparent_background = self.transparent_background

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "keepsFaces": keeps_faces,
                "maxPromptChars": max_prompt_chars,
                "outputCompression": output_compression,
                "outputFormats": output_formats,
                "photo": photo,
                "qualities": qualities,
                "revise": revise,
                "sizes": sizes,
                "transparentBackground": transparent_background,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keeps_faces = d.pop("keepsFaces")

        max_prompt_chars = d.pop("maxPromptChars")

        output_compression = d.pop("outputCompression")

        output_formats = cast(list[str], d.pop("outputFormats"))

        photo = d.pop("photo")

        qualities = cast(list[str], d.pop("qualities"))

        revise = d.pop("revise")

        sizes = cast(list[str], d.pop("sizes"))

        transparent_background = d.pop("transparentBackground")

        generation_capabilities = cls(
            keeps_faces=keeps_faces,
            max_prompt_chars=max_prompt_chars,
            output_compression=output_compression,
            output_formats=output_formats,
            photo=photo,
            qualities=qualities,
            revise=revise,
            sizes=sizes,
            transparent_background=transparent_background,
        )

        generation_capabilities.additional_properties = d
        return generation_capabilities

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
