"""Prompts for generation requests, from the words bench/wrk/generate.lua uses
too (bench/wrk/prompt-words.txt), so every image the bench makes is searchable
the same way."""

import os
import random

WORDS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "wrk", "prompt-words.txt")


def load_words(path=WORDS_FILE):
    words = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.strip() and not line.startswith("#"):
                kind, *choices = line.split()
                words[kind] = choices
    return words


WORDS = load_words()


def prompt(rng=random):
    first, second = rng.sample(WORDS["subject"], 2)
    return (f"A {rng.choice(WORDS['occasion'])} card with {first} and {second} "
            f"in {rng.choice(WORDS['style'])} style")
