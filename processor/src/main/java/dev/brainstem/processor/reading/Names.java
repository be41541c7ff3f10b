package dev.brainstem.processor.reading;

/** The qualified names of Brainstem's annotations, read as strings so the processor needs no reflection. */
public final class Names {
    public static final String STATES = "dev.brainstem.States";
    public static final String ENTRY_POINT = "dev.brainstem.EntryPoint";
    public static final String INTERRUPT = "dev.brainstem.Interrupt";
    public static final String BACK = "dev.brainstem.Back";
    public static final String STATE_MACHINE = "dev.brainstem.StateMachine";
    public static final String ON_ENTER = "dev.brainstem.OnEnter";
    public static final String ON_UPDATE = "dev.brainstem.OnUpdate";
    public static final String ON_EXIT = "dev.brainstem.OnExit";
    public static final String TRANSITION = "dev.brainstem.Transition";
    public static final String STATE_GROUP = "dev.brainstem.StateGroup";
    public static final String STATE_GROUPS = "dev.brainstem.StateGroups";
    public static final String TIME_IN_STATE = "dev.brainstem.TimeInState";
    public static final String CURRENT = "dev.brainstem.Current";
    public static final String ON_MESSAGE = "dev.brainstem.OnMessage";
    public static final String AFTER = "dev.brainstem.After";
    public static final String AFTERS = "dev.brainstem.Afters";

    private Names() {}
}
